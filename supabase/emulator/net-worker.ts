/**
 * The local stack's pg_net worker: about every second it takes the requests that
 * net.http_get and net.http_post queued (the stand-in in pg-net.sql) out of
 * net.http_request_queue, sends each with fetch within its timeout_milliseconds, and writes
 * what came back into net._http_response under the request's id, as pg_net's background worker
 * does: the status, content type, headers and body of a response; timed_out and error_msg when
 * there was none. Redirects are not followed (curl's default, which pg_net keeps). Responses
 * older than pg_net's ttl (6 hours by default) are deleted.
 *
 * @example
 *   const worker = startNetWorker(pool)
 *   await worker.stop()
 */
import type pg from 'pg'

export interface NetWorker {
  /** Stops polling, aborts the requests under way (nothing is recorded for them) and waits. */
  stop: () => Promise<void>
}

export interface NetWorkerOptions {
  /** How often the queue is read. */
  pollMs?: number
  /** How long a response is kept, in seconds (pg_net.ttl). */
  ttlSeconds?: number
  /** Requests under way at most (pg_net.batch_size). */
  batchSize?: number
}

interface QueuedRequest {
  id: string
  method: string
  url: string
  headers: Record<string, unknown> | null
  body: Buffer | null
  timeout_milliseconds: number
}

const POLL_MS = 1_000
const TTL_SECONDS = 6 * 60 * 60
const BATCH_SIZE = 200

export function startNetWorker(pool: pg.Pool, options: NetWorkerOptions = {}): NetWorker {
  const ttlSeconds = options.ttlSeconds ?? TTL_SECONDS
  const batchSize = options.batchSize ?? BATCH_SIZE
  const underWay = new Map<AbortController, Promise<void>>()
  let polling: Promise<void> | null = null
  let stopped = false

  const record = async (text: string, values: unknown[]) => {
    if (stopped) return
    await pool.query(text, values).catch((error: unknown) => {
      if (!stopped) console.error('pg_net: recording a response failed:', error)
    })
  }

  const send = async (request: QueuedRequest, controller: AbortController) => {
    const started = performance.now()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, request.timeout_milliseconds)
    try {
      const method = request.method.toUpperCase()
      const response = await fetch(request.url, {
        method,
        headers: headerEntries(request.headers),
        body: method === 'GET' || request.body === null ? undefined : new Uint8Array(request.body),
        redirect: 'manual',
        signal: controller.signal,
      })
      // The timeout covers the whole transfer, as curl's does.
      const content = await response.text()
      await record(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out)
         values ($1, $2, $3, $4, $5, false)`,
        [
          request.id,
          response.status,
          response.headers.get('content-type'),
          JSON.stringify(Object.fromEntries(response.headers)),
          content,
        ],
      )
    } catch (error) {
      const message = timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached. Total time: ${(performance.now() - started).toFixed(3)} ms`
        : failureMessage(error)
      await record(
        `insert into net._http_response (id, timed_out, error_msg) values ($1, $2, $3)`,
        [request.id, timedOut, message],
      )
    } finally {
      clearTimeout(timer)
    }
  }

  const poll = async () => {
    await pool.query(
      `delete from net._http_response where created < now() - make_interval(secs => $1)`,
      [ttlSeconds],
    )
    const room = batchSize - underWay.size
    if (room <= 0 || stopped) return
    // Taken out of the queue as pg_net does: a request is sent once, even if the stack stops.
    const { rows } = await pool.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
        returning id, method, url, headers, body, timeout_milliseconds`,
      [room],
    )
    for (const request of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      const controller = new AbortController()
      underWay.set(
        controller,
        send(request, controller).finally(() => underWay.delete(controller)),
      )
    }
  }

  const timer = setInterval(() => {
    if (polling || stopped) return
    polling = poll()
      .catch((error: unknown) => {
        if (!stopped) console.error('pg_net: reading net.http_request_queue failed:', error)
      })
      .finally(() => (polling = null))
  }, options.pollMs ?? POLL_MS)
  timer.unref()

  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await polling
      for (const controller of underWay.keys()) controller.abort()
      await Promise.all(underWay.values())
    },
  }
}

/** The request's headers as fetch takes them (pg_net sends each value as its text). */
function headerEntries(headers: Record<string, unknown> | null): [string, string][] {
  return Object.entries(headers ?? {}).map(([name, value]) => [
    name,
    typeof value === 'string' ? value : JSON.stringify(value),
  ])
}

/** Node's fetch says "fetch failed"; the reason (refused, not resolved, reset) is its cause. */
function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause
  return cause instanceof Error ? cause.message : error.message
}
