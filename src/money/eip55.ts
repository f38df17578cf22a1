// EIP-55 mixed-case checksum addresses (decision 034): the wallet's receiving addresses are written
// with it and a withdrawal address is checked with it, on the client and the server alike. The hash
// is keccak-256 from @noble/hashes (audited, no dependencies), not a hand-written one.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The checksummed form of a 0x address (any case), or null when it is not 0x and 40 hex digits. */
export function toChecksumAddress(address: string): string | null {
  if (!HEX_ADDRESS.test(address)) return null;
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const ch = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

export type AddressCheck = 'empty' | 'invalid' | 'ok';

/**
 * What is wrong with an address a member typed: empty, not 0x + 40 hex, or mixed case whose
 * checksum does not match (a typo EIP-55 exists to catch). All-lower or all-upper hex carries no
 * checksum and is accepted, as wallets do.
 */
export function checkAddress(raw: string): AddressCheck {
  const address = raw.trim();
  if (address === '') return 'empty';
  const checksummed = toChecksumAddress(address);
  if (checksummed === null) return 'invalid';
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return 'ok';
  return address === checksummed ? 'ok' : 'invalid';
}
