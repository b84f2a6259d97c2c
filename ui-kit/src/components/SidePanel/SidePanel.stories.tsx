import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { DetailList, SidePanel } from './SidePanel.tsx';

export default { title: 'SidePanel' } satisfies StoryDefault;

const location = [
  { label: 'Address', value: '12 Canal Street' },
  { label: 'City', value: 'Leeds' },
  { label: 'State', value: 'West Yorkshire' },
  { label: 'ZIP Code', value: 'LS1 4AP' },
  { label: 'Year Built', value: 1998 },
  { label: 'Construction Type', value: 'Masonry' },
  { label: 'Occupancy Type', value: null },
  { label: 'Square Footage', value: '12,000 sq ft' },
  { label: 'Stories', value: 3 },
  { label: 'Sprinklered', value: 'Yes' },
  { label: 'Ownership', value: 'Owner' },
];

export const Open: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open details
      </Button>
      <SidePanel isOpen={open} onOpenChange={setOpen} title="Location Details" actions={<Button variant="outline">Edit</Button>}>
        <DetailList items={location} />
      </SidePanel>
    </>
  );
};

export const Closed: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open details
      </Button>
      <SidePanel isOpen={open} onOpenChange={setOpen} title="Vehicle Details">
        <DetailList items={[{ label: 'VIN', value: '1HGCM82633A004352' }]} />
      </SidePanel>
    </>
  );
};
