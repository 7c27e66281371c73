import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { CardGrid } from '../../../components/card-grid';
import { Icon } from '../../../components/icon';
import type { ModuleTab } from '../../../../content/schemas';

/**
 * The school ERP's module browser: Bootstrap tabs (tablist, tab, tabpanel), where the arrow keys
 * move between tabs and only the selected tab is in the Tab order (react-bootstrap's Nav).
 */
export function ModuleBrowser({ tabs }: { tabs: readonly ModuleTab[] }) {
  return (
    <Tabs id="school-modules" defaultActiveKey={tabs[0]?.id} variant="pills" className="prd-tabs" transition={false}>
      {tabs.map((tab) => (
        <Tab key={tab.id} eventKey={tab.id} title={tab.title} className="prd-tabs__panel">
          <p className="prd-tabs__lead">{tab.lead}</p>
          {tab.kind === 'cards' ? (
            <CardGrid items={tab.items} columns={tab.items.length > 6 ? 4 : 3} compact />
          ) : (
            <ul className="prd-chips">
              {tab.chips.map((chip) => (
                <li key={chip.title} className="prd-chip">
                  <Icon name={chip.icon} size={18} className="prd-chip__icon" />
                  {chip.title}
                </li>
              ))}
            </ul>
          )}
        </Tab>
      ))}
    </Tabs>
  );
}
