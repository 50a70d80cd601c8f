import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './addressCheck';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.10.0.5',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});
