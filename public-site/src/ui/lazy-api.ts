/**
 * The API client (axios, and the shared schemas it brings) is not on any page's first paint: a
 * form loads it when the visitor first focuses one of its fields (`warmUpApi`) or, at the latest,
 * when they send it. Until then the page's forms still work as plain HTML posts (decision 032).
 */
export type ApiModule = typeof import('@dds/shared/api');

let apiModule: Promise<ApiModule> | undefined;

/** The API module, fetched once for the whole site. */
export const loadApi = (): Promise<ApiModule> => (apiModule ??= import('@dds/shared/api'));

/** A page form's onFocus (ui/page-form): fetch the client in the background, so pressing Send is not delayed. */
export const warmUpApi = (): void => void loadApi().catch(() => undefined);
