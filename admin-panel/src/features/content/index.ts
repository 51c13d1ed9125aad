// The content lists' building blocks that gallery, videos and people share.
export * from './add-item-form';
export * from './content-api';
export * from './item-controls';
export * from './list-state';
export * from './use-ordered-list';
export * from './image-file';
export * from './content-page';
export * from './inline-text-editor';
export * from './ordered-items-list';
export * from './content-text';
