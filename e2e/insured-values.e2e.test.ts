import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { aProperty, aVehicle, apiSubmission, freshSubmission, openDetail, tab } from './support/submissions.ts';

const { pageAs } = useBrowser();

describe('insured values in Risk Details', () => {
  it('shows each location values and the schedule totals, follows an edited value, and totals the fleet and the Summary', async () => {
    const page = await pageAs('broker');
    const s = await freshSubmission(page, {
      properties: [
        aProperty({ address: '1 Summed Road', buildingValue: 2_000_000, contentsValue: 500_000, biValue: 250_000 }),
        aProperty({ address: '2 Stated Street', buildingValue: 1_000_000, tiv: 1_500_000 }),
      ],
      vehicles: [aVehicle({ value: 40_000 }), aVehicle({ value: 60_000, vin: '1FTBW3XM5HKA99999' })],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();

    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    for (const column of ['TIV', 'Building Value', 'Contents', 'Business Interruption']) {
      await grid.getByRole('columnheader', { name: column }).waitFor();
    }
    const summed = grid.getByRole('row').filter({ hasText: '1 Summed Road' });
    expect(await summed.innerText()).toMatch(/\$2,750,000\s*\(sum\)[\s\S]*\$2,000,000[\s\S]*\$500,000[\s\S]*\$250,000/);
    const stated = grid.getByRole('row').filter({ hasText: '2 Stated Street' });
    expect(await stated.innerText()).toContain('$1,500,000');
    expect(await stated.innerText()).not.toContain('(sum)');

    const totals = page.getByRole('region', { name: 'Location totals' });
    const totalsText = await totals.innerText();
    expect(totalsText).toMatch(/Locations \(USD\)\s*2/);
    expect(totalsText).toMatch(/Building\s*\$3,000,000/);
    expect(totalsText).toMatch(/Total insured value\s*\$4,250,000/);

    // A summed total follows its parts when one is edited.
    await summed.getByText('1 Summed Road').click();
    const side = page.getByRole('dialog', { name: 'Location Details' });
    expect(await side.innerText()).toMatch(/Total Insured Value\s*\$2,750,000 \(sum of the values above\)/);
    await side.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    await edit.getByRole('textbox', { name: 'Contents Value' }).fill('1,000,000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Location Details' }).getByText('$3,250,000 (sum of the values above)').waitFor();
    expect((await apiSubmission(page, s.id)).properties[0]).toMatchObject({ contentsValue: 1_000_000, tiv: 3_250_000, tivComputed: true });
    await page.getByRole('dialog', { name: 'Location Details' }).getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => totals.innerText()).toMatch(/Total insured value\s*\$4,750,000/);

    await tab(page, 'Vehicles').click();
    const fleet = page.getByRole('grid', { name: 'Fleet Vehicles' });
    await fleet.getByRole('columnheader', { name: 'Value' }).waitFor();
    expect(await page.getByRole('region', { name: 'Vehicle totals' }).innerText()).toMatch(/Total vehicle value\s*\$100,000/);

    await tab(page, 'Summary').click();
    const policy = page.getByRole('region', { name: 'Policy Information' });
    await expect.poll(() => policy.innerText()).toMatch(/Total Insured Value\s*\$4,750,000/);
    expect(await page.getByRole('region', { name: 'Score Breakdown' }).innerText()).toContain('Total insured value is $4,750,000');
  });
});
