import http from "node:http";

// The relay bench's floor: a bare Node relay that forwards each chat request to the model server
// and pipes the answer back unchanged (no auth, no ledger, no parsing). Run as its own process,
// so its CPU can be measured apart: `node bench/floor-relay.ts <port> <model base URL>`.
const [port, modelBaseUrl] = process.argv.slice(2);
if (!port || !modelBaseUrl) throw new Error("usage: floor-relay.ts <port> <model base URL>");
const target = new URL(`${modelBaseUrl.replace(/\/$/, "")}/chat/completions`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

http
  .createServer((request, response) => {
    const upstream = http.request(
      target,
      { method: "POST", agent, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
