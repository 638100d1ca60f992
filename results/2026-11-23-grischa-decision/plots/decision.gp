reset
$D0 << EOD
20 0.864255 0.786431 4.489215
100 5.013503 2.932735 5.898238999999999
1024 58.982399 56.623103 61.079551
EOD
$D1 << EOD
20 0.909311 0.782335 4.194303
100 5.341183 3.375103 6.062079
1024 56.885247 54.001663 67.633151
EOD
$D2 << EOD
20 26.214399 22.282239 29.229055
100 470.505288 392.402715 526.964242
EOD
$D3 << EOD
20 31.195134999999997 25.427967 33.161215
100 517.089757 487.68824 594.479019
EOD
$D4 << EOD
20 0.704511 0.700415 0.8028150000000001
100 3.768319 2.801663 4.128767
1024 38.797311 35.651583 49.28307100000001
EOD
$D5 << EOD
20 1.138687 0.6389750000000001 2.719743
100 4.1123829999999995 2.932735 8.978431
1024 54.525951 46.137343 64.225279
EOD
$D6 << EOD
20 0.741375 0.708607 0.9134070000000001
100 4.456447 3.5880949999999996 5.111807
1024 52.428799 45.613055 57.147391000000006
EOD
$D7 << EOD
20 45.350911 44.302335 48.234495
100 180.07445800000002 116.391935 218.48998600000002
EOD
$D8 << EOD
1024 0.39935937500000007
EOD
$D9 << EOD
1024 0.39935937500000007
EOD
$D10 << EOD
1024 0.39935937500000007
EOD
$D11 << EOD
20 0.39935937500000007
100 0.39935937500000007
1024 0.39935937500000007
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 94% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.31948750000000004:1188.958038]
set xrange [14.285714285714286:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D8 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D9 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D10 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D11 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 94% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.31948750000000004:1188.958038]
set xrange [14.285714285714286:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D8 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D9 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D10 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D11 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
