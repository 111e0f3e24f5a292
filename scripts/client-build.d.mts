export const CLIENT_OUT: string;
export function clientBuildIsFresh(): boolean;
export function canBuildClient(): boolean;
export function buildClient(): Promise<void>;
export function ensureClientBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
export const BUILD_ID_PLACEHOLDER: string;
export function buildId(dir: string): string;
export function stampServiceWorker(dir: string): string;
