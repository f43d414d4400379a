import { LockOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { PageHeader } from '../../../components/PageHeader';
import { ConnectionTab } from '../components/ConnectionTab';
import { OverviewTab } from '../components/OverviewTab';
import { PostList } from '../components/PostList';
import { ReflectionsTab } from '../components/ReflectionsTab';
import { ShareBox } from '../components/ShareBox';
import { useCommunity } from '../use-community';
import { usePageTitle } from '../../site';
import '../community.css';

// /app (spec section 2): anonymous peer support as local demo state. It makes no server calls;
// everything is kept in this browser's localStorage.
export function CommunityPage() {
  usePageTitle('The App');
  const { posts, reflections, share, support, completeReflection } = useCommunity();
  return (
    <div className="container page community-page">
      <PageHeader
        title="Community"
        lead="Anonymous peer support for people rebuilding their lives, at your own pace."
      />
      <p className="community-notice">
        <LockOutlined aria-hidden="true" /> Your posts and reflections are saved in this browser only.
      </p>
      <Tabs
        className="community-tabs"
        defaultActiveKey="overview"
        items={[
          { key: 'overview', label: 'Overview', children: <OverviewTab reflections={reflections} /> },
          {
            key: 'community',
            label: 'Community',
            children: (
              <div className="community-stack">
                <ShareBox onShare={share} />
                <PostList posts={posts} onSupport={support} />
              </div>
            ),
          },
          {
            key: 'reflections',
            label: 'Reflections',
            children: <ReflectionsTab reflections={reflections} onComplete={completeReflection} />,
          },
          { key: 'connection', label: 'Connection', children: <ConnectionTab /> },
        ]}
      />
    </div>
  );
}
