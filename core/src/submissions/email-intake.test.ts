import { describe, expect, it } from 'vitest';
import type { Client } from '../clients/index.ts';
import { guessCoverages, guessTransactionType, nameFromDomain, newClientName, proposeClient, senderLabel } from './email-intake.ts';

const client = (name: string, email: string | null = null): Client => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  version: 1,
  name,
  contactPerson: null,
  email,
  phone: null,
  address: null,
  industry: null,
  companySize: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('guessTransactionType', () => {
  it.each([
    ['Renewal 1 March: Brightwater Logistics', '', 'renewal'],
    ['Fleet list attached', 'The policy is expiring next month, please remarket', 'renewal'],
    ['Renewing our package', '', 'renewal'],
    ['New business enquiry', '', 'new_business'],
    ['Quote please', 'We are a new client looking for cover', 'new_business'],
    ['Mid-term adjustment: add two vans', '', 'mta'],
    ['Endorsement request', '', 'mta'],
    // The subject decides before the body.
    ['Renewal', 'new business last year', 'renewal'],
    ['Schedule attached', 'See attached', null],
    // Words that only contain the keyword do not count.
    ['Newsletter', 'renewable energy', null],
  ])('%s / %s → %s', (subject, text, expected) => {
    expect(guessTransactionType(subject, text)).toBe(expected);
  });
});

describe('guessCoverages', () => {
  it.each([
    ['Statement of values attached', '', ['property']],
    ['Fleet schedule', 'twelve trucks and 3 vans', ['motor_fleet']],
    ['Package', 'Property, general liability and workers comp please', ['property', 'general_liability', 'workers_comp']],
    ['Cargo', 'goods in transit cover', ['marine_cargo']],
    ['Public liability', '', ['general_liability']],
    ["Employers' liability", 'payroll attached', ['workers_comp']],
    ['Hello', 'Please call me', []],
  ])('%s / %s → %j', (subject, text, expected) => {
    expect(guessCoverages(subject, text)).toEqual(expected);
  });
});

describe('proposeClient', () => {
  const clients = [
    client('Acme Manufacturing', 'risk@acme-mfg.com'),
    client('Brightwater Logistics Ltd', 'ops@brightwater.co.uk'),
    client('Northwind Traders', null),
    client('Gmail User Co', 'someone@gmail.com'),
  ];

  it.each([
    // The exact address wins over everything else.
    [{ fromAddress: 'RISK@acme-mfg.com', fromName: 'Brightwater Logistics' }, 'Acme Manufacturing', 'email'],
    // Another person at the same company: the domain.
    [{ fromAddress: 'taylor@brightwater.co.uk', fromName: 'Taylor Brooks' }, 'Brightwater Logistics Ltd', 'domain'],
    // No address or domain match: the display name's similarity.
    [{ fromAddress: 'info@nwt.example', fromName: 'North Wind Traders' }, 'Northwind Traders', 'name'],
    // The domain spelled as a name is compared too.
    [{ fromAddress: 'office@northwind-traders.com', fromName: 'Sam' }, 'Northwind Traders', 'name'],
  ])('%j → %s by %s', (mail, name, match) => {
    const proposal = proposeClient(mail, clients);
    expect(proposal?.client.name).toBe(name);
    expect(proposal?.match).toBe(match);
  });

  it('never proposes by a public mail domain', () => {
    expect(proposeClient({ fromAddress: 'another@gmail.com', fromName: 'Jo Bloggs' }, clients)).toBeNull();
  });

  it('proposes nothing for an unknown sender', () => {
    expect(proposeClient({ fromAddress: 'x@unrelated.org', fromName: 'Pat Smith' }, clients)).toBeNull();
  });
});

describe('naming a new client', () => {
  it.each([
    ['acme-foods.com', 'Acme Foods'],
    ['mail.harbour_freight.co.uk', 'Harbour Freight'],
    ['example.org', 'Example'],
  ])('%s → %s', (domain, name) => {
    expect(nameFromDomain(domain)).toBe(name);
  });

  it('takes the domain for a company address and the display name for a personal one', () => {
    expect(newClientName({ fromAddress: 'jo@kestrel-joinery.co.uk', fromName: 'Jo Bloggs' })).toBe('Kestrel Joinery');
    expect(newClientName({ fromAddress: 'jo.bloggs@gmail.com', fromName: 'Jo Bloggs' })).toBe('Jo Bloggs');
    expect(newClientName({ fromAddress: 'jo.bloggs@gmail.com', fromName: null })).toBe('jo.bloggs@gmail.com');
  });

  it.each([
    ['the signature', 'Please quote our fleet.\n\nRegards,\nSam Ortiz\nGlobalTech Ltd', 'Renewal', 'GlobalTech'],
    ['the body, words apart', 'We at BrightWater  Logistics need cover.', 'Quote', 'BrightWater Logistics'],
    ['the subject', 'See attached.', 'MacLeod Haulage renewal', 'MacLeod Haulage'],
  ])('spells the name as the mail does in %s', (_where, text, subject, name) => {
    const domain = name.toLowerCase().replace(/\s+/g, '-');
    expect(newClientName({ fromAddress: `sam@${domain}.com`, fromName: 'Sam Ortiz', subject, text })).toBe(name);
  });

  it('keeps the domain spelling when the mail names the company only in lower case or in an address', () => {
    const text = 'Visit www.globaltech.com or write to info@globaltech.com; globaltech is our name.';
    expect(newClientName({ fromAddress: 'sam@globaltech.com', fromName: null, subject: 'Quote', text })).toBe('Globaltech');
  });

  it('labels the sender with their name when the mail gives one', () => {
    expect(senderLabel({ fromAddress: 'jo@x.com', fromName: 'Jo' })).toBe('Jo <jo@x.com>');
    expect(senderLabel({ fromAddress: 'jo@x.com', fromName: null })).toBe('jo@x.com');
  });
});
