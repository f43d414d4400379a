import { useParams } from 'react-router-dom';
import { BlogList } from '../components/BlogList';
import { BlogPostDetail } from '../components/BlogPostDetail';
import './BlogPage.css';

// /blog and /blog/:slug are one route component (spec section 2).
export function BlogPage() {
  const { slug } = useParams();
  return slug ? <BlogPostDetail key={slug} slug={slug} /> : <BlogList />;
}
