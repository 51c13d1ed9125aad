// Stateless: the API calls and paths, bundled by each package that uses them. The stateful part (the
// axios instance, its 401 fan-out, ApiError) is re-exported from the shared contract module, so
// `import { http, ApiError } from '@dds/shared/api'` still reaches the page's single instance.
export * from './client';
export * from './paths';
export * from '@dds/shared/http-client';
