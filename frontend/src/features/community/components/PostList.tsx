import { HeartOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CommunityPost } from '../lib/community-data';
import { timeAgo } from '../lib/time-ago';

interface PostListProps {
  posts: readonly CommunityPost[];
  onSupport: (id: string) => void;
}

export function PostList({ posts, onSupport }: PostListProps) {
  return (
    <ul className="community-posts" aria-label="Community posts">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="community-card community-post" aria-label={`Post by ${post.author}`}>
            <header className="community-post__header">
              <span className="community-post__avatar" aria-hidden="true">
                <UserOutlined />
              </span>
              <span className="community-post__author">{post.author}</span>
              <time className="community-post__time" dateTime={post.timestamp}>
                {timeAgo(post.timestamp)}
              </time>
            </header>
            <p className="community-post__content">{post.content}</p>
            {post.tags.length > 0 && (
              <ul className="community-post__tags" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag} className="community-tag">
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
            <footer className="community-post__footer">
              <Button type="text" icon={<HeartOutlined />} onClick={() => onSupport(post.id)}>
                Support <span className="community-post__count">{post.supportCount}</span>
              </Button>
              <span className="community-post__replies">
                <MessageOutlined aria-hidden="true" /> {post.replies} {post.replies === 1 ? 'reply' : 'replies'}
              </span>
            </footer>
          </article>
        </li>
      ))}
    </ul>
  );
}
