export const SERVER_ENTRY: string;
export function serverBuildIsFresh(): boolean;
export function canBuildServer(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuild(): Promise<boolean>;
