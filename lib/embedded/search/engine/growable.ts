import 'server-only';

/** Typed-array growth for the index builders: doubling keeps amortised appends cheap without JS number arrays. */
export function growInt32(
  array: Int32Array<ArrayBuffer>,
  minimumLength: number,
  fill?: number,
): Int32Array<ArrayBuffer> {
  if (array.length >= minimumLength) return array;
  const grown = new Int32Array(Math.max(minimumLength, array.length * 2));
  if (fill !== undefined) grown.fill(fill, array.length);
  grown.set(array);
  return grown;
}

export function growUint32(array: Uint32Array<ArrayBuffer>, minimumLength: number): Uint32Array<ArrayBuffer> {
  if (array.length >= minimumLength) return array;
  const grown = new Uint32Array(Math.max(minimumLength, array.length * 2));
  grown.set(array);
  return grown;
}

export function growFloat64(
  array: Float64Array<ArrayBuffer>,
  minimumLength: number,
): Float64Array<ArrayBuffer> {
  if (array.length >= minimumLength) return array;
  const grown = new Float64Array(Math.max(minimumLength, array.length * 2));
  grown.set(array);
  return grown;
}
