/**
 * /admin/alerts: the fired alerts, or the rules (`?view=rules`), as two tabs whose choice is
 * in the URL (a link opens either; each keeps its own search, filters and page). Every staff
 * role reads both; admins change the rules.
 */
import { useSearchParams } from 'react-router-dom'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { SectionPage } from '../components/section-page'
import { EpisodesTable } from './episodes-table'
import { RulesTable } from './rules-table'
import { alertsSection } from './section'

export const VIEW_PARAM = 'view'
const VIEWS = { alerts: 'Fired alerts', rules: 'Rules' } as const
type View = keyof typeof VIEWS

function AlertsViews({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams()
  const view: View = params.get(VIEW_PARAM) === 'rules' ? 'rules' : 'alerts'
  return (
    <Tabs
      value={view}
      // The other view starts from its own first page: the lists' parameters differ.
      onValueChange={(next) => setParams(next === 'rules' ? { [VIEW_PARAM]: 'rules' } : {})}
    >
      <TabsList aria-label="Alerts views">
        {(Object.keys(VIEWS) as View[]).map((key) => (
          <TabsTrigger key={key} value={key}>
            {VIEWS[key]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="alerts">
        <EpisodesTable />
      </TabsContent>
      <TabsContent value="rules">
        <RulesTable canWrite={canWrite} />
      </TabsContent>
    </Tabs>
  )
}

export function AlertsPage() {
  return <SectionPage section={alertsSection} content={AlertsViews} />
}
