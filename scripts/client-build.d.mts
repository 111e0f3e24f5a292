export function clientBuildIsFresh(): boolean;
export function ensureClientBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
