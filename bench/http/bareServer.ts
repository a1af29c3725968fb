import { createServer } from 'node:http';

// The baseline: the smallest JSON answer node:http can give, same envelope bytes as the platform.
const body = JSON.stringify({ code: 200, message: 'success', data: { token: 'x'.repeat(200) } });
createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
