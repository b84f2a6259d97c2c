import { describe, expect, it } from 'vitest';
import OED from './codes/oed.json' with { type: 'json' };
import { exposureFormat, isOedHeader } from './oed.ts';
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
    expect(hq!.provenance.codeTables).toBe('OED');
    expect(r.warnings.join('\n')).toMatch(/Read as an OED location file/);
  });
});

describe('AIR CEDE location files', () => {
  // Written as CEDE writes its location file: ContractID / LocationID, Area for the state, GrossArea with
  // its unit code, TimeElementValue for business interruption and CEDE construction / occupancy codes.
  const CEDE_CSV = `ContractID,LocationID,LocationName,Street,City,Area,PostalCode,CountryISO,OccupancyCode,ConstructionCode,YearBuilt,NumberOfStories,GrossArea,GrossAreaUnit,BuildingValue,ContentsValue,TimeElementValue,Currency
C1,1,HQ,125 Commerce Dr,Boston,MA,02110,US,315,101,1990,3,12500,2,1000000,250000,50000,USD
C1,2,Annex,1 Front St W,Toronto,ON,M5V 2T6,CA,366,119,2001,2,5000,,300000,0,0,CAD
C1,3,Yard,4 Dock St,Salem,MA,01970,US,300,999,2010,1,,,100000,0,0,USD
`;

  it('recognises a CEDE header by its own field names, and not an OED one', () => {
    expect(exposureFormat(['ContractID', 'LocationID', 'Street', 'Area', 'PostalCode', 'CountryISO', 'GrossArea'])?.name).toBe('cede');
    expect(exposureFormat(['LocNumber', 'StreetAddress', 'PostalCode', 'ConstructionCode'])?.name).toBe('oed');
    expect(exposureFormat(['Location', 'Street', 'Area', 'Gross Area'])).toBeUndefined();
  });

  it('reads Area as the state and GrossArea as the floor area, and decodes CEDE codes keeping each code', async () => {
    const r = await extractDocument({ bytes: new TextEncoder().encode(CEDE_CSV) });
    const [hq, annex, yard] = r.properties;
    expect(hq).toMatchObject({
      name: 'HQ',
      address: '125 Commerce Dr',
      state: 'MA',
      zipCode: '02110',
      constructionType: 'Wood, Wood frame',
      occupancyType: 'Commercial, Professional, technical and business',
      stories: 3,
      squareFootage: 12500,
      buildingValue: 1_000_000,
      contentsValue: 250_000,
      biValue: 50_000,
      provenance: { codes: { constructionType: '101', occupancyType: '315', squareFootage: '12500 (GrossAreaUnit 2, unit not decoded)' } },
    });
    // A number is no CEDE unit code: the area stays as written, flagged for a person to check.
    expect(hq!.confidence.squareFootage).toBeLessThan(0.5);
    expect(hq!.provenance.codeTables).toBe('CEDE');
    expect(annex).toMatchObject({
      state: 'ON',
      zipCode: 'M5V 2T6',
      constructionType: 'Masonry, Joisted masonry',
      occupancyType: 'Commercial, Warehouse',
      currency: 'CAD',
    });
    expect(annex!.provenance.codes?.squareFootage).toBe('5000 (no GrossAreaUnit)');
    // CEDE's Unknown occupancy (300) is absent; a code no table knows is kept as written, unsure.
    expect(yard).not.toHaveProperty('occupancyType');
    expect(yard).not.toHaveProperty('squareFootage');
    expect(yard).toMatchObject({ constructionType: '999' });
    expect(yard!.confidence.constructionType).toBeLessThan(0.5);
    expect(r.warnings.join('\n')).toMatch(/Read as an AIR CEDE location file/);
    expect(r.warnings.join('\n')).not.toMatch(/Read as an OED location file/);
  });

  it('decodes the GrossAreaUnit codes CEDE publishes to square feet, and flags a unit it does not know', async () => {
    const csv = `ContractID,LocationID,LocationName,Street,City,Area,PostalCode,CountryISO,GrossArea,GrossAreaUnit,BuildingValue,Currency
C1,1,Plant,1 Mill Rd,Lowell,MA,01850,US,12500,SQFT,1000000,USD
C1,2,Depot,2 Mill Rd,Lowell,MA,01850,US,2,AC,500000,USD
C1,3,Farm,3 Mill Rd,Lowell,MA,01850,US,1.5,ha,400000,USD
C1,4,Office,4 Mill Rd,Lowell,MA,01850,US,900,SQM,300000,USD
`;
    const r = await extractDocument({ bytes: new TextEncoder().encode(csv) });
    const [plant, depot, farm, office] = r.properties;
    expect(plant).toMatchObject({ squareFootage: 12_500, provenance: { codes: { squareFootage: '12500 SQFT' } } });
    expect(plant!.confidence.squareFootage).toBeGreaterThanOrEqual(0.9);
    // 43,560 square feet an acre, 107,639 a hectare; a converted area is less sure than one given in feet.
    expect(depot).toMatchObject({ squareFootage: 87_120, provenance: { codes: { squareFootage: '2 AC' } } });
    expect(farm).toMatchObject({ squareFootage: 161_459, provenance: { codes: { squareFootage: '1.5 ha' } } });
    expect(depot!.confidence.squareFootage).toBeLessThan(plant!.confidence.squareFootage!);
    expect(depot!.confidence.squareFootage).toBeGreaterThan(0.5);
    expect(office).toMatchObject({
      squareFootage: 900,
      provenance: { codes: { squareFootage: '900 (GrossAreaUnit SQM, unit not decoded)' } },
    });
    expect(office!.confidence.squareFootage).toBeLessThan(0.5);
  });
});
