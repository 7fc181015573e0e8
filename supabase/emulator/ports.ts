/** Picks free TCP ports on the loopback interface. */
import net from 'node:net'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('No port assigned'))
      })
    })
  })
}

/** The first port from `from` up that is free on `host`, as Vite looks for one. */
export async function firstFreePort(from: number, host: string): Promise<number> {
  for (let port = from; port <= 65_535; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.unref()
      server.once('error', () => resolve(false))
      server.listen(port, host, () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port from ${from} on ${host}`)
}

export async function portOrFree(port: number): Promise<number> {
  return port === 0 ? freePort() : port
}

/** Polls `url` until it answers with a status below 500, or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
      await response.body?.cancel()
      if (response.status < 500) return
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`)
}
