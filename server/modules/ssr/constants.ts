/** The id of the page's state script: client/src/lib/ssr-state.ts reads it. */
export const HYDRATION_STATE_ID = 'hanout-state';
