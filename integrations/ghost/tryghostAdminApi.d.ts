/** The part of @tryghost/admin-api (plain JavaScript) the Ghost target uses. */
declare module '@tryghost/admin-api' {
  type TQuery = Record<string, string | number | boolean>;
  type TRequest = { url: string; method: string; data?: unknown; params?: Record<string, unknown>; headers?: Record<string, string> };
  type TResource = {
    add(data: Record<string, unknown>, query?: TQuery): Promise<Record<string, unknown>>;
    edit(data: Record<string, unknown> & { id: string }, query?: TQuery): Promise<Record<string, unknown>>;
    read(data: { id?: string; slug?: string }, query?: TQuery): Promise<Record<string, unknown>>;
    browse(query?: TQuery): Promise<Record<string, unknown>[]>;
    delete(data: { id: string }): Promise<unknown>;
  };
  type TGhostAdminApi = { posts: TResource; site: { read(): Promise<Record<string, unknown>> } };
  function GhostAdminAPI(options: { url: string; key: string; version: string; makeRequest?: (request: TRequest) => Promise<unknown> }): TGhostAdminApi;
  export default GhostAdminAPI;
}
