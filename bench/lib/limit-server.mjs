#!/usr/bin/env node
// The limit an API figure is measured against: a bare node:http server answering every
// request with the same bytes the API answered, from memory. It runs in a process of its own,
// like the API, so both share the machine with autocannon the same way.
//   node bench/lib/limit-server.mjs <file with the body> <content-type> [content-encoding]
// Prints "listening on <port>".
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, contentType, contentEncoding] = process.argv.slice(2)
const body = readFileSync(file)
const headers = {
  'Content-Type': contentType,
  'Content-Length': body.length,
  ...(contentEncoding ? { 'Content-Encoding': contentEncoding } : {}),
}

const server = createServer((request, response) => {
  // A write's body is read before answering, as the API must.
  request.resume()
  request.on('end', () => response.writeHead(200, headers).end(body))
})
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`))
process.on('SIGTERM', () => process.exit(0))
