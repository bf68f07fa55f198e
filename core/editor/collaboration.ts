/** The WebSocket path of the collaboration server (Hocuspocus on the app's own HTTP server). */
export const COLLABORATION_PATH = '/collaboration';
