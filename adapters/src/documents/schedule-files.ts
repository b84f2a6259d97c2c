import type { Property, ScheduleFiles, ScheduleTable } from '@workbench/core';
import { reportFile } from '../reports/report-file.ts';
import { toOedLocationCsv } from './oed-export.ts';

/**
 * Writes a carrier package's schedule files: each table as a workbook with the product's own report writer
 * (the register's xlsx), and the locations as an OED location file for the carrier's catastrophe model.
 */
export class ReportScheduleFiles implements ScheduleFiles {
  async workbook(table: ScheduleTable): Promise<Uint8Array> {
    const rows = (async function* () {
      yield table.rows;
    })();
    const chunks: Buffer[] = [];
    for await (const chunk of reportFile({ title: table.title, columns: table.columns, rows }, 'xlsx'))
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return new Uint8Array(Buffer.concat(chunks));
  }

  async oedLocations(reference: string, properties: readonly Property[]): Promise<Uint8Array> {
    return new TextEncoder().encode(toOedLocationCsv(properties, { accNumber: reference }));
  }
}
