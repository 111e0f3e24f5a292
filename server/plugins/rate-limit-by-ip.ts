/**
 * A per-address limit for public calls that write (checkout, Contact Seller, order tracking, the
 * /contact form), so one script cannot flood an inbox or guess order references. In process
 * memory, like the sign-in throttling (docs/architecture.md says why that is enough for one
 * instance).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { SlidingWindowLimiter } from '../modules/auth/rate-limit.ts';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export function rateLimitByIp(limit: RateLimit, message: string) {
  const limiter = new SlidingWindowLimiter(limit.limit, limit.windowMs);
  return async (request: FastifyRequest) => {
    if (!limiter.consume(request.ip)) throw new AppError('RATE_LIMITED', message);
  };
}

/** Limits of the public calls that write, per address. */
export interface PublicRateLimits {
  checkout: RateLimit;
  contact: RateLimit;
  track: RateLimit;
  /** The /contact page's form, to the site's operator. */
  contactForm: RateLimit;
}

const TEN_MINUTES = 10 * 60 * 1000;

/** A family ordering together behind one address stays well inside these. */
export const DEFAULT_PUBLIC_RATE_LIMITS: PublicRateLimits = {
  checkout: { limit: 20, windowMs: TEN_MINUTES },
  contact: { limit: 20, windowMs: TEN_MINUTES },
  track: { limit: 30, windowMs: TEN_MINUTES },
  // A person writes to the operator once or twice; more looks like a script.
  contactForm: { limit: 5, windowMs: TEN_MINUTES },
};
