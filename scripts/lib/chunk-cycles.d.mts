/** The circles of static imports among the chunks in `folder`, each as the chunk names around it. */
export function chunkCycles(folder: string): string[][]
