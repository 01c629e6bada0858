/*
 * The console's service worker: Web Push only (no fetch handler, so nothing is cached or
 * intercepted). The worker app under /app/ has its own (app-sw.js), which imports the same
 * handlers.
 */
importScripts('/push-handlers.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
