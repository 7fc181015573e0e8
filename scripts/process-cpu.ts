/**
 * CPU seconds used by each of several process trees, for `npm test`'s stage table: on a
 * 2-core machine the run is bound by CPU, not by any one stage's wall time, so this is
 * the figure that says where a faster CI has to come from. Reads Linux's /proc once a
 * second (a process is counted up to its last sample) and walks parent links, so a
 * browser that Playwright starts in its own session still counts for its stage. Where
 * /proc is missing it measures nothing and `cpuSeconds` returns undefined.
 *
 *   const cpu = watchProcessCpu()
 *   cpu.track('unit', child.pid)
 *   ...
 *   cpu.cpuSeconds('unit') // 212.4
 *   cpu.stop()
 */
import fs from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

interface Sample {
  parent: number
  ticks: number
  /** pid and start time: a pid the kernel hands out again is another process. */
  key: string
}

function readProcesses(): Map<number, Sample> {
  const processes = new Map<number, Sample>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces and parentheses), from
      // `state`: ppid is the 2nd, utime and stime the 12th and 13th, starttime the 20th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        key: `${entry}:${fields[19]}`,
      })
    } catch {
      // gone between the listing and the read
    }
  }
  return processes
}

export function watchProcessCpu(intervalMs = 1000) {
  const available = fs.existsSync('/proc/self/stat')
  const roots = new Map<number, string>() // root pid -> tree name
  const ticksByProcess = new Map<string, { tree: string; ticks: number }>()

  const sample = () => {
    const processes = readProcesses()
    const treeOf = (pid: number): string | undefined => {
      for (let at: number | undefined = pid; at && at > 1; at = processes.get(at)?.parent) {
        const tree = roots.get(at)
        if (tree) return tree
      }
      // Orphans are handed to init: such a process keeps the tree it was first seen in.
      return ticksByProcess.get(processes.get(pid)!.key)?.tree
    }
    for (const [pid, { ticks, key }] of processes) {
      const tree = treeOf(pid)
      if (tree) ticksByProcess.set(key, { tree, ticks })
    }
  }
  const timer = available ? setInterval(sample, intervalMs) : undefined
  timer?.unref()

  return {
    track(tree: string, pid: number) {
      roots.set(pid, tree)
    },
    cpuSeconds(tree: string): number | undefined {
      if (!available) return undefined
      let ticks = 0
      for (const counted of ticksByProcess.values())
        if (counted.tree === tree) ticks += counted.ticks
      return ticks / TICKS_PER_SECOND
    },
    stop() {
      if (timer) clearInterval(timer)
    },
  }
}
