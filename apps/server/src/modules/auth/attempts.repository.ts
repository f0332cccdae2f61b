/** The sliding-window limiter lives in platform/ (mail and cart count with it too); same API. */
export { createAttemptsRepository, type Limit, type LimitResult } from '../../platform/attempts.js';
