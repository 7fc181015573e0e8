/**
 * A synchronous PostgreSQL wire connection for WASM clients whose socket layer is a pair of
 * synchronous callbacks (pg_dump from @electric-sql/pglite-tools). Node has no blocking
 * sockets, so a worker thread owns the TCP connection and the main thread waits on a shared
 * flag until the worker has the whole answer to what was sent.
 *
 * @example
 *   const bridge = await openWireBridge('postgresql://postgres:postgres@127.0.0.1:54322/postgres')
 *   const answer = bridge.roundTrip(startupPacket)
 *   await bridge.close()
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { BridgeResponse, BridgeWorkerData } from './wire-bridge-worker.ts'

/** Longest a single request may wait for its answer before the dump is abandoned. */
const ROUND_TRIP_TIMEOUT_MS = 60_000

export interface WireBridge {
  /** Sends protocol bytes and returns what the server answered (empty when nothing is due). */
  roundTrip(bytes: Uint8Array): Uint8Array
  close(): Promise<void>
}

/**
 * The worker is TypeScript, and Node 20 applies no module hooks (tsx's, vitest's) to a
 * worker's entry, so a line of CommonJS loads it through tsx's API.
 */
function workerBootstrap(): string {
  const require = createRequire(import.meta.url)
  const tsx = require.resolve('tsx/cjs/api')
  const worker = fileURLToPath(new URL('./wire-bridge-worker.ts', import.meta.url))
  return `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(worker)})`
}

export async function openWireBridge(databaseUrl: string): Promise<WireBridge> {
  const url = new URL(databaseUrl)
  const signal = new SharedArrayBuffer(4)
  const flag = new Int32Array(signal)
  const { port1: requests, port2: responses } = new MessageChannel()
  const data: BridgeWorkerData = {
    host: url.hostname,
    port: Number(url.port || 5432),
    signal,
    responses,
  }
  const worker = new Worker(workerBootstrap(), {
    eval: true,
    workerData: data,
    transferList: [responses],
  })
  const close = async () => {
    requests.close()
    await worker.terminate()
  }

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`wire bridge worker exited (${code})`)))
      worker.once('message', (message: { connected?: true; error?: string }) => {
        if (message.connected) resolve()
        else reject(new Error(`cannot reach PostgreSQL at ${url.host}: ${message.error}`))
      })
    })
  } catch (error) {
    await close()
    throw error
  }
  worker.removeAllListeners()
  // While the main thread waits in roundTrip its events cannot run; a failure between round
  // trips is kept for the next one.
  let failure: Error | undefined
  worker.on('error', (error) => (failure = error))
  worker.on('message', (message: { error?: string }) => (failure = new Error(message.error)))

  return {
    roundTrip(bytes) {
      if (failure) throw failure
      Atomics.store(flag, 0, 0)
      // A copy: `bytes` is usually a view into the WASM heap, which would be cloned whole.
      requests.postMessage(bytes.slice())
      if (Atomics.wait(flag, 0, 0, ROUND_TRIP_TIMEOUT_MS) === 'timed-out')
        throw new Error(`PostgreSQL did not answer within ${ROUND_TRIP_TIMEOUT_MS / 1000} s`)
      const received = receiveMessageOnPort(requests) as { message: BridgeResponse } | undefined
      if (!received) throw new Error('wire bridge signalled an answer but sent none')
      if ('error' in received.message) throw new Error(received.message.error)
      return received.message.data
    },
    close,
  }
}
