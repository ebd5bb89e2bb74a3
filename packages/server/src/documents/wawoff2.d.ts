/** wawoff2 ships no types: Google's WOFF2 decoder (WebAssembly), used to turn Inter's WOFF2 into TrueType. */
declare module 'wawoff2/decompress.js' {
  /** WOFF2 bytes → TrueType bytes; rejects when the input is not WOFF2. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
