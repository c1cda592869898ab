// A tiny static file server for the built sandbox (no server code ships with the page).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".map": "application/json",
};

export interface StaticServer {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** Serves the files under dir on a free localhost port. */
export function serveStatic(dir: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
          .end(body),
      () => response.writeHead(404).end("not found"),
    );
  });
  return new Promise((resolvePromise) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolvePromise({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
