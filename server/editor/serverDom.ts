import { JSDOM } from 'jsdom';

let dom: Document | null = null;

/**
 * One DOM document for ProseMirror's HTML serializer and parser on the server (they build real
 * DOM nodes). Created on first use: jsdom costs ~100 ms to load, paid only once a doc is stored.
 */
export function serverDocument(): Document {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>').window.document;
  return dom;
}
