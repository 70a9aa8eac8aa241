import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party';

describe('the relying party from PUBLIC_URL', () => {
  it('is the public host and origin (a path or a trailing slash changes nothing)', () => {
    expect(relyingPartyOf('https://escritorio.exemplo.com.br/')).toEqual({
      name: 'Clube Office',
      id: 'escritorio.exemplo.com.br',
      origin: 'https://escritorio.exemplo.com.br',
    });
    expect(relyingPartyOf('https://exemplo.com.br:8443/office')).toMatchObject({ id: 'exemplo.com.br', origin: 'https://exemplo.com.br:8443' });
    expect(relyingPartyOf('http://localhost:3000')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3000' });
  });

  it('takes a loopback address at localhost on the same port: browsers refuse an IP address as RP ID', () => {
    expect(relyingPartyOf('http://127.0.0.1:3207')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3207' });
    expect(relyingPartyOf('http://[::1]:3000')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3000' });
  });
});
