import { describe, expect, it } from 'vitest';
import OED from './codes/oed.json' with { type: 'json' };
import { isOedHeader } from './oed.ts';
import { extractDocument } from './pipeline.ts';

const OED_CSV = `PortNumber,AccNumber,LocNumber,LocName,StreetAddress,City,AreaCode,PostalCode,CountryCode,OccupancyCode,ConstructionCode,YearBuilt,NumberOfStoreys,FloorArea,FloorAreaUnit,IsTenant,SprinklerType,BuildingTIV,ContentsTIV,LocCurrency
1,A1,L1,HQ,125 Commerce Dr,Boston,MA,02110,US,1104,5050,1990,3,12500,11,0,5,1000000,250000,USD
1,A1,L2,Depot,9 Harbour Rd,Salem,MA,01970,US,1122,5108,0,-1,1200,12,1,1,500000,50000,USD
1,A1,L3,Annex,1 Front St W,Toronto,ON,M5V 2T6,CA,311,101,2001,2,5000,11,1,0,300000,0,CAD
1,A1,L4,Yard,4 Dock St,Salem,MA,01970,US,1000,9999,2010,1,800,11,0,2,100000,0,USD
`;

describe('OED location files', () => {
  it('keeps the published tables as data with their source and version', () => {
    expect(OED.source).toMatch(/OasisLMF\/ODS_OpenExposureData/);
    expect(OED.version).toMatch(/5\.0\.0/);
    expect(OED.construction['5050' as keyof typeof OED.construction]).toMatchObject({ name: 'Wood, Wood frame', cede: '101' });
    expect(OED.sprinklerType['1' as keyof typeof OED.sprinklerType]).toBe('No sprinkler');
  });

  it('recognises an OED header by its field names, not by plain words', () => {
    expect(isOedHeader(['LocNumber', 'StreetAddress', 'PostalCode', 'ConstructionCode'])).toBe(true);
    expect(isOedHeader(['Location', 'Street Address', 'City', 'Zip'])).toBe(false);
  });

  it('decodes construction, occupancy, tenancy, sprinkler and area units, keeping each code beside its text', async () => {
    const r = await extractDocument({ bytes: new TextEncoder().encode(OED_CSV) });
    const [hq, depot, annex, yard] = r.properties;
    expect(hq).toMatchObject({
      name: 'HQ',
      state: 'MA',
      constructionType: 'Wood, Wood frame',
      occupancyType: 'Commercial, Professional, technical and business',
      ownership: 'Owner',
      sprinklered: true,
      stories: 3,
      squareFootage: 12500,
      provenance: { codes: { constructionType: '5050', occupancyType: '1104', ownership: '0', sprinklered: '5 (Wet sprinkler)' } },
    });
    // Year 0 and storeys -1 mean unknown; 1,200 square metres are 12,917 square feet.
    expect(depot).toMatchObject({
      ownership: 'Tenant',
      sprinklered: false,
      squareFootage: 12917,
      constructionType: 'Masonry, Joisted masonry',
    });
    expect(depot).not.toHaveProperty('yearBuilt');
    expect(depot).not.toHaveProperty('stories');
    expect(depot!.provenance.codes?.squareFootage).toBe('1200 Square meters (Area)');
    // CEDE codes are decoded with the same tables' CEDE column; the Canadian postcode stays as written.
    expect(annex).toMatchObject({
      constructionType: 'Wood, Wood frame',
      occupancyType: 'Commercial, General commercial',
      zipCode: 'M5V 2T6',
      state: 'ON',
    });
    expect(annex).not.toHaveProperty('sprinklered');
    // Unknown (1000) is absent; a code no table knows is kept as written with low confidence.
    expect(yard).not.toHaveProperty('occupancyType');
    expect(yard).toMatchObject({ constructionType: '9999' });
    expect(yard!.confidence.constructionType).toBeLessThan(0.5);
    expect(hq!.confidence.constructionType).toBeLessThan(0.95);
    expect(r.warnings.join('\n')).toMatch(/Read as an OED location file/);
  });
});
