import type { TPlannedCluster } from '@core/api/planner';
import { clusterFromSearch } from '@core/planner/clusterFromSearch';
import { cleanModelCluster, ZModelClusterAnswer } from '@core/planner/modelCluster';
import { parseJsonAnswer } from '../../ai/jsonAnswer';
import type { TModelEngine } from '../../ai/models';
import { completeText, type TCallSettings } from '../../ai/modelStream';
import type { TNoticeReader } from '../../ai/noModelNotice';
import { modelFailedError } from '../../ai/providerErrors';
import type { TWebSearch } from '../../search/webSearch';
import { cannotPlanNotice, SEARCH_FAILED_NOTICE, searchClusterNotice } from './notices';
import { clusterPrompt } from './prompt';
import { searchTopic } from './topicSearch';

/** A planned cluster before it is charged and saved (null: nothing could be planned; the notice says why). */
export type TClusterRun = {
  cluster: TPlannedCluster | null;
  engine: 'model' | 'offline';
  model: string;
  requested_model: string;
  searched: boolean;
  notice: string | null;
  chargeable: boolean;
};

/** About 60 tokens an idea (title, keyword, intent, three headlines) for eleven ideas, and the JSON around them. */
const MAX_OUTPUT_TOKENS = 1_200;

/**
 * Plans a topic cluster. With a model: one call, grounded in web search results when a search is
 * configured (a failed search plans from the topic alone); an answer that is not a cluster of 5–10
 * supporting ideas is the model failing. Without one: a cluster from the search's related queries
 * and titles when there are some, else nothing and the "needs a model" notice. Never charged offline.
 */
export async function planCluster(
  engine: TModelEngine,
  input: { topic: string; language?: string; year: number },
  webSearch: TWebSearch | null,
  settings: TCallSettings,
  readerOf: () => Promise<TNoticeReader>,
): Promise<TClusterRun> {
  const search = await searchTopic(webSearch, input.topic, settings.signal);
  const searched = Boolean(search.found && (search.found.titles.length || search.found.related.length));
  if (engine.engine === 'model') {
    const { text } = await completeText(engine.model, clusterPrompt({ ...input, search: search.found }), { ...settings, byok: engine.byok, maxOutputTokens: MAX_OUTPUT_TOKENS });
    const cluster = cleanModelCluster(parseJsonAnswer(text, ZModelClusterAnswer));
    if (!cluster) throw modelFailedError();
    return { cluster, engine: 'model', model: engine.label, requested_model: engine.name, searched, notice: search.failed ? SEARCH_FAILED_NOTICE : null, chargeable: true };
  }
  const offline = { engine: 'offline' as const, model: 'offline', requested_model: engine.name, searched, chargeable: false };
  const cluster = search.found ? clusterFromSearch(input.topic, search.found, input.year) : null;
  if (cluster) return { ...offline, cluster, notice: searchClusterNotice(await readerOf()) };
  const why = !webSearch ? 'none' : search.failed ? 'failed' : 'empty';
  return { ...offline, cluster: null, notice: cannotPlanNotice(await readerOf(), why) };
}
