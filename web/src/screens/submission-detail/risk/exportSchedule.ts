import type { Property, Vehicle } from '@workbench/core';

type Cell = string | number | boolean | null | undefined;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function cell(value: Cell): string {
  if (value === null || value === undefined || value === '') return '<Cell/>';
  if (typeof value === 'number') return `<Cell><Data ss:Type="Number">${value}</Data></Cell>`;
  if (typeof value === 'boolean') return `<Cell><Data ss:Type="String">${value ? 'Yes' : 'No'}</Data></Cell>`;
  // SpreadsheetML String cells are never evaluated as formulas, so no injection guard is needed here.
  return `<Cell><Data ss:Type="String">${escapeXml(value)}</Data></Cell>`;
}

function worksheet(name: string, header: string[], rows: Cell[][]): string {
  const head = `<Row>${header.map((h) => `<Cell ss:StyleID="h"><Data ss:Type="String">${escapeXml(h)}</Data></Cell>`).join('')}</Row>`;
  const body = rows.map((row) => `<Row>${row.map(cell).join('')}</Row>`).join('');
  return `<Worksheet ss:Name="${escapeXml(name)}"><Table>${head}${body}</Table></Worksheet>`;
}

export const LOCATION_HEADER = ['Name', 'Address', 'City', 'State', 'Zip Code', 'Year Built', 'Construction', 'Occupancy', 'Square Footage', 'Stories', 'Sprinklered', 'Ownership'];
export const VEHICLE_HEADER = ['Fleet ID', 'Make', 'Model', 'Year', 'VIN', 'Value', 'Usage'];

/**
 * The property and vehicle schedules as an Excel 2003 XML workbook (SpreadsheetML), one sheet each:
 * Excel and LibreOffice open it natively, and it needs no library in the browser.
 */
export function scheduleWorkbook(properties: readonly Property[], vehicles: readonly Vehicle[]): string {
  const locations = properties.map((p) => [p.name, p.address, p.city, p.state, p.zipCode, p.yearBuilt, p.constructionType, p.occupancyType, p.squareFootage, p.stories, p.sprinklered, p.ownership]);
  const fleet = vehicles.map((v) => [v.fleetId, v.make, v.model, v.year, v.vin, v.value, v.usage]);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n' +
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">' +
    '<Styles><Style ss:ID="h"><Font ss:Bold="1"/></Style></Styles>' +
    worksheet('Locations', LOCATION_HEADER, locations) +
    worksheet('Vehicles', VEHICLE_HEADER, fleet) +
    '</Workbook>'
  );
}

export function downloadWorkbook(filename: string, xml: string): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/vnd.ms-excel' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
