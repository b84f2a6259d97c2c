import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { MappingReview, type MappingReviewColumn } from './MappingReview.tsx';

export default { title: 'MappingReview' } satisfies StoryDefault;

const targets = [
  { id: 'name', label: 'Location Name' },
  { id: 'address', label: 'Address' },
  { id: 'city', label: 'City' },
  { id: 'constructionType', label: 'Construction Type' },
  { id: 'yearBuilt', label: 'Year Built' },
];

const initial: MappingReviewColumn[] = [
  { id: 'a', header: 'Location Name', group: 'SOV', samples: ['HQ', 'Depot', 'Store'], target: 'name', confidence: 1 },
  { id: 'b', header: 'Street', group: 'SOV', samples: ['125 Commerce Dr', '9 Harbour Rd'], target: 'address', confidence: 1 },
  { id: 'c', header: 'Bldg Material', group: 'SOV', samples: ['Brick', 'Steel', 'Frame'], target: null, confidence: 0 },
  { id: 'd', header: 'Yr Blt (orig)', group: 'SOV', samples: ['1990', '2004'], target: 'yearBuilt', confidence: 0.72 },
  { id: 'e', header: 'Town', group: 'SOV', samples: ['Boston', 'Salem'], target: 'city', confidence: 1, tag: 'learned' },
];

function Interactive({ columns: start, withDropped = true }: { columns: MappingReviewColumn[]; withDropped?: boolean }) {
  const [columns, setColumns] = useState(start);
  return (
    <MappingReview
      columns={columns}
      targets={targets}
      onTargetChange={(id, target) => setColumns((cs) => cs.map((c) => (c.id === id ? { ...c, target, confidence: target ? 1 : 0 } : c)))}
      droppedSummary={withDropped ? ['1 total or subtotal', '1 title or note'] : []}
      dropped={
        withDropped
          ? [
              { id: '1', location: 'SOV, row 6', reason: 'Title or note', text: 'Values include contents at replacement cost' },
              { id: '2', location: 'SOV, row 7', reason: 'Total or subtotal', text: 'Total 1,750,000' },
            ]
          : []
      }
      skipped={withDropped ? [{ name: 'Cover', reason: 'No table of locations or vehicles was found on this sheet' }] : []}
      preview={<p>3 locations will be added.</p>}
    />
  );
}

export const Default: Story = () => <Interactive columns={initial} />;

export const EverythingRead: Story = () => (
  <Interactive columns={initial.map((c) => ({ ...c, target: c.target ?? 'constructionType', confidence: 1 }))} withDropped={false} />
);
