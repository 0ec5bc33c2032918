"""The house's studio: a low-key cyclorama, a black linen dress form and the garments that dress it.

Shared by every shot in shots.py; run through `blender -b --factory-startup -P shots.py -- SHOT`.
Garments are lathed from the dress form's own profile (pre-shaped to the body), so they drape
without a cloth bake; folds come from stretched Perlin noise, never from even radial pleats.
"""
import math
import random

import bmesh
import bpy
from mathutils import Vector, noise

# Dress form profile: height (m) -> half-width, half-depth. Hips 0.95, waist 1.12, bust 1.27.
FORM = [
    (0.74, 0.150, 0.120), (0.82, 0.172, 0.132), (0.95, 0.186, 0.136), (1.05, 0.158, 0.114),
    (1.12, 0.138, 0.102), (1.20, 0.152, 0.118), (1.27, 0.165, 0.132), (1.35, 0.170, 0.116),
    (1.42, 0.184, 0.094), (1.47, 0.150, 0.080), (1.50, 0.080, 0.062), (1.53, 0.058, 0.056),
    (1.62, 0.056, 0.054),
]


def _catmull(points, z):
    """Smooth interpolation through the profile's points (Catmull-Rom), clamped at both ends."""
    zs = [p[0] for p in points]
    if z <= zs[0]:
        return points[0][1:]
    if z >= zs[-1]:
        return points[-1][1:]
    i = max(k for k in range(len(zs) - 1) if zs[k] <= z)
    p0, p1, p2, p3 = (points[max(0, min(len(points) - 1, j))] for j in (i - 1, i, i + 1, i + 2))
    t = (z - p1[0]) / (p2[0] - p1[0])
    out = []
    for c in (1, 2):
        a, b, cc, d = p0[c], p1[c], p2[c], p3[c]
        out.append(0.5 * (2 * b + (cc - a) * t + (2 * a - 5 * b + 4 * cc - d) * t * t + (3 * b - a - 3 * cc + d) * t**3))
    return tuple(out)


def body(z):
    return _catmull(FORM, z)


def mesh_object(name, verts, faces, uvs=None, smooth=True):
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    if uvs:
        layer = mesh.uv_layers.new(name="UVMap")
        for loop in mesh.loops:
            layer.data[loop.index].uv = uvs[loop.vertex_index]
    mesh.polygons.foreach_set("use_smooth", [smooth] * len(mesh.polygons))
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.collection.objects.link(obj)
    return obj


def lathe(name, z_top, z_bottom, radius, rings=140, segments=160, gap=lambda z: 0.0):
    """A surface of revolution: radius(theta, z) -> (rx, ry). theta = 3pi/2 faces the camera (-y).

    gap(z) opens the front by that half-angle; each ring spans only the closed part, so an opening's
    edge runs smooth instead of stepping from ring to ring.
    """
    verts, uvs, faces = [], [], []
    for j in range(rings + 1):
        z = z_top + (z_bottom - z_top) * j / rings
        half = gap(z)
        for i in range(segments + 1):
            theta = 3 * math.pi / 2 + half + (2 * math.pi - 2 * half) * i / segments
            rx, ry = radius(theta, z)
            verts.append((rx * math.cos(theta), ry * math.sin(theta), z))
            uvs.append((theta * 0.16, z))
    row = segments + 1
    for j in range(rings):
        for i in range(segments):
            a = j * row + i
            faces.append((a, a + 1, a + 1 + row, a + row))
    obj = mesh_object(name, verts, faces, uvs)
    # Where a ring closes all round, its first and last points meet at the front: weld them so that
    # subdivision leaves no crack down the buttons.
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(obj.data)
    bm.free()
    return obj


def add_modifiers(obj, thickness=0.005, levels=1):
    if thickness:
        solid = obj.modifiers.new("thickness", "SOLIDIFY")
        solid.thickness = thickness
        solid.offset = 1
    sub = obj.modifiers.new("smooth", "SUBSURF")
    sub.levels = sub.render_levels = levels
    return obj


def folds(theta, z, seed, strength, stretch=1.6):
    """Hanging folds: Perlin noise on a cylinder, stretched along the fall of the cloth."""
    p = Vector((math.cos(theta) * 2.4 + seed, math.sin(theta) * 2.4, z * stretch))
    n = noise.noise(p) + 0.45 * noise.noise(p * 2.3 + Vector((seed, 0, 0)))
    return strength * n


def tube(name, path, radius, segments=40, flatten=0.75):
    """A hollow sleeve along a path of points; radius(t) for t in 0..1, slightly flattened as empty cloth is."""
    verts, faces, uvs = [], [], []
    n = len(path)
    for k, point in enumerate(path):
        ahead = path[min(k + 1, n - 1)] - path[max(k - 1, 0)]
        ahead.normalize()
        side = ahead.cross(Vector((0, 1, 0))).normalized()
        up = side.cross(ahead).normalized()
        r = radius(k / (n - 1))
        for i in range(segments):
            a = 2 * math.pi * i / segments
            wobble = 1 + 0.06 * noise.noise(Vector((math.cos(a) * 2, math.sin(a) * 2, k * 0.3)))
            verts.append(tuple(point + side * math.cos(a) * r * wobble + up * math.sin(a) * r * flatten * wobble))
            uvs.append((a * r, -point.z))
    for k in range(n - 1):
        for i in range(segments):
            a, b = k * segments + i, k * segments + (i + 1) % segments
            faces.append((a, b, b + segments, a + segments))
    return mesh_object(name, verts, faces, uvs)


def sleeve(name, side, top, length, material, seed):
    rng = random.Random(seed)
    points = []
    for k in range(24):
        t = k / 23
        x = side * (top.x + 0.05 * min(1.0, t * 6) + 0.012 * math.sin(t * 2.6) + 0.004 * rng.random())
        points.append(Vector((x, top.y - 0.035 * t * t, top.z - length * t)))
    obj = tube(name, points, lambda t: 0.048 - 0.008 * t, flatten=0.6)
    obj.data.materials.append(material)
    return add_modifiers(obj, thickness=0.004)
