/** Where the document and its reference page are served (public: the API's shape is no secret). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The reference page's own routes and the document's: they serve the documentation, they are not calls in it. */
export function isDocumentationRoute(url: string): boolean {
  return url === OPENAPI_JSON_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}
