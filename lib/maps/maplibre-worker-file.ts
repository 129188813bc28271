/** The worker's file name carries MapLibre's version, so a cached worker always matches its library. */
export function maplibreWorkerFile(version: string): string {
  return `maplibre-gl-worker-${version}.mjs`;
}
