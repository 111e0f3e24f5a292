export const CLIENT_OUT: string;
export function clientBuildIsFresh(): boolean;
export function canBuildClient(): boolean;
export function buildClient(): Promise<void>;
export function ensureClientBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
