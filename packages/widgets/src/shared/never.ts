/**
 * A promise that never settles: what a useAsync loader returns while there is nothing to load
 * (logged out, no checkout state, a dialog closed), so its state stays 'loading' and no call goes out.
 */
export const never = (): Promise<never> => new Promise<never>(() => undefined);
