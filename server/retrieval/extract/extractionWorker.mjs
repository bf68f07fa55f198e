// Entry of the extraction worker thread: plain Node has no TypeScript loader of its own, so the
// worker registers tsx (as the server's own start does) before loading the reader.
import { register } from 'tsx/esm/api';

register();
await import('./extractionWorkerMain.ts');
