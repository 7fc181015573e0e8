/**
 * The worker half of wire-bridge.ts: owns the TCP connection to PostgreSQL while the main
 * thread is blocked inside pg_dump's WASM, and hands a response back only once it is whole,
 * because the WASM reads what it was given and treats an empty read as the end.
 */
import net from 'node:net'
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'

export interface BridgeWorkerData {
  host: string
  port: number
  /** Int32 slot the worker sets to 1 (and notifies) when a response is waiting on `responses`. */
  signal: SharedArrayBuffer
  /** Requests arrive here; responses leave here. */
  responses: MessagePort
}

/** Frontend messages that the server answers with a boundary (see ServerStream). */
const ANSWERED = new Set(['Q', 'S', 'F', 'p'])

/** Counts the requests in the client's byte stream that the server will answer. */
class ClientStream {
  private buffer = Buffer.alloc(0)
  private started = false

  push(bytes: Buffer): number {
    this.buffer = Buffer.concat([this.buffer, bytes])
    let requests = 0
    for (;;) {
      // The startup packet has no type byte: length, then protocol version.
      const header = this.started ? 5 : 8
      if (this.buffer.length < header) return requests
      const size = this.started ? this.buffer.readInt32BE(1) + 1 : this.buffer.readInt32BE(0)
      if (this.buffer.length < size) return requests
      if (!this.started) {
        if (this.buffer.readInt32BE(4) >> 16 !== 3)
          throw new Error('pg_dump asked for SSL or GSS encryption; the bridge speaks plain v3')
        requests++
        this.started = true
      } else if (ANSWERED.has(String.fromCharCode(this.buffer[0]!))) {
        requests++
      }
      this.buffer = this.buffer.subarray(size)
    }
  }
}

/**
 * Counts the boundaries in the server's byte stream: ReadyForQuery ends every answer once the
 * session is up; during startup an authentication request (one the client must reply to) or
 * an error ends it.
 */
class ServerStream {
  private buffer = Buffer.alloc(0)
  private ready = false

  push(bytes: Buffer): number {
    this.buffer = Buffer.concat([this.buffer, bytes])
    let boundaries = 0
    while (this.buffer.length >= 5) {
      const size = this.buffer.readInt32BE(1) + 1
      if (this.buffer.length < size) break
      const type = String.fromCharCode(this.buffer[0]!)
      if (type === 'Z') {
        this.ready = true
        boundaries++
      } else if (type === 'R') {
        // 0 is AuthenticationOk and 12 SASLFinal: the server goes on without a reply.
        const code = this.buffer.readInt32BE(5)
        if (code !== 0 && code !== 12) boundaries++
      } else if (type === 'E' && !this.ready) {
        boundaries++
      }
      this.buffer = this.buffer.subarray(size)
    }
    return boundaries
  }
}

/** What the main thread receives for each request. */
export type BridgeResponse = { data: Uint8Array } | { error: string }

function run({ host, port, signal, responses }: BridgeWorkerData): void {
  const flag = new Int32Array(signal)
  const client = new ClientStream()
  const server = new ServerStream()
  let outstanding = 0
  let waiting = false
  let received: Buffer[] = []
  let closed = false

  const answer = (response: BridgeResponse = { data: Buffer.concat(received) }) => {
    responses.postMessage(response)
    received = []
    waiting = false
    Atomics.store(flag, 0, 1)
    Atomics.notify(flag, 0)
  }

  const socket = net.connect({ host, port, noDelay: true })
  socket.once('connect', () => parentPort?.postMessage({ connected: true }))
  socket.on('error', (error) => {
    if (waiting) answer({ error: error.message })
    else parentPort?.postMessage({ error: error.message })
  })
  socket.on('data', (data) => {
    received.push(data)
    outstanding -= server.push(data)
    if (waiting && outstanding <= 0) answer()
  })
  socket.on('close', () => {
    // Whatever arrived is all there is: the WASM sees the end of the connection.
    closed = true
    if (waiting) answer()
  })
  responses.on('message', (bytes: Uint8Array) => {
    waiting = true
    const data = Buffer.from(bytes)
    try {
      outstanding += client.push(data)
    } catch (error) {
      return answer({ error: (error as Error).message })
    }
    if (closed) return answer()
    socket.write(data)
    if (outstanding <= 0) answer()
  })
}

run(workerData as BridgeWorkerData)
