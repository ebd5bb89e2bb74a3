/** Types of custom-elements-manifest.config.mjs for the TypeScript scripts that use it. */
import type { Plugin } from '@custom-elements-manifest/analyzer';

export interface DesignToken {
  name: string;
  default: string;
  description: string;
}

export declare function designTokens(css?: string): DesignToken[];
export declare function soElementsPlugin(): Plugin;
/** The analyzer's manifest (custom-elements-manifest schema) of the given element files. */
export declare function analyzeElements(files: readonly string[]): unknown;

declare const config: { globs: string[]; outdir: string; plugins: Plugin[]; packagejson: boolean };
export default config;
