import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { isRefusedAddress } from './addressCheck';

/** strict: production rules (https only, no loopback, private or link-local addresses). */
export type FetchRules = { strict: boolean; timeoutMs?: number; maxBytes?: number };

export class ProviderFetchError extends Error {}

const defaultTimeoutMs = 5000;
const defaultMaxBytes = 512 * 1024;

/** Resolves every address of the host and refuses the connection when one of them is refused. */
function guardedLookup(strict: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (strict && addresses.some((entry) => isRefusedAddress(entry.address))) {
        return callback(new ProviderFetchError(`${hostname} resolves to a private or local address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Refuses a URL the rules do not allow, before any connection: plain http in production, a private address. */
export function checkProviderTarget(url: URL, strict: boolean): void {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !strict)) {
    throw new ProviderFetchError(`${url.origin} must use https`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (strict && isIP(host) && isRefusedAddress(host)) {
    throw new ProviderFetchError(`${host} is a private or local address`);
  }
}

/**
 * A request the server makes to an identity provider: no redirects followed, a timeout, a size
 * limit, and (strict) only public addresses, checked on the addresses actually connected to.
 */
export function providerRequest(
  target: string,
  rules: FetchRules,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  let url: URL;
  try {
    url = new URL(target);
    checkProviderTarget(url, rules.strict);
  } catch (error) {
    return Promise.reject(
      error instanceof ProviderFetchError ? error : new ProviderFetchError(`${target} is not a URL`),
    );
  }
  const maxBytes = rules.maxBytes ?? defaultMaxBytes;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', ...init.headers },
        lookup: guardedLookup(rules.strict),
        timeout: rules.timeoutMs ?? defaultTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new ProviderFetchError(`${url.origin} answered more than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new ProviderFetchError(`${url.origin} did not answer in time`)),
    );
    request.on('error', (error) =>
      reject(
        error instanceof ProviderFetchError
          ? error
          : new ProviderFetchError(`${url.origin} could not be reached (${error.message})`),
      ),
    );
    request.end(init.body);
  });
}

/**
 * openid-client's fetch (its `customFetch`): every request it makes goes through providerRequest,
 * so discovery, the key set and the token request keep the same rules.
 */
export function providerFetch(rules: FetchRules): CustomFetch {
  return async (target, options) => {
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const answer = await providerRequest(target, rules, {
      method: options.method,
      headers: options.headers,
      body,
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
