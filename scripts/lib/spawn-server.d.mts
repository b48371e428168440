export function sparePort(): Promise<number>

export interface SpawnedServer {
  url: string
  pid: number | undefined
  output(): string
  waitForOutput(pattern: RegExp, waitMs?: number): Promise<string>
  stop(): Promise<number | string | null>
}

export function spawnServer(options?: {
  env?: Record<string, string>
  timeoutMs?: number
  showErrors?: boolean
  port?: number
  nodeArgs?: string[]
}): Promise<SpawnedServer>
