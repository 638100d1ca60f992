reset
$D0 << EOD
20 0.716799 0.6717430000000001 0.8151029999999999
100 3.555327 2.5067510000000004 4.390911
1024 47.185919 45.088767 55.050239000000005
EOD
$D1 << EOD
20 0.7618550000000001 0.741375 0.872447
100 3.9813110000000003 2.949119 4.751359000000001
1024 47.710207000000004 40.632319 54.001663
EOD
$D2 << EOD
20 22.151167 21.233663 23.068671
100 389.35551899999996 341.833604 447.025353
EOD
$D3 << EOD
20 24.379391 22.544383000000003 29.229055
100 426.254565 407.224761 491.332641
EOD
$D4 << EOD
20 0.6758390000000001 0.6389750000000001 0.708607
100 2.719743 2.670591 4.259839
1024 31.195134999999997 27.787263 35.651583
EOD
$D5 << EOD
20 1.400831 1.253375 1.638399
100 6.291455 4.751359000000001 7.7004790000000005
1024 61.865983 59.506687 84.410367
EOD
$D6 << EOD
20 0.8069109999999999 0.7946230000000001 0.9175030000000001
100 4.177919 3.522559 4.489215
1024 46.923775 44.302335 50.593790999999996
EOD
$D7 << EOD
20 0.987135 0.9215990000000001 1.0813430000000002
100 5.079039 4.751359000000001 6.062079
1024 65.273855 57.671679 70.254591
EOD
$D8 << EOD
20 0.651263 0.6062069999999999 0.860159
100 3.145727 2.080767 3.5717109999999996
1024 42.467327 38.797311 52.690943
EOD
$D9 << EOD
20 0.630783 0.610303 0.786431
100 3.424255 3.0474229999999998 4.194303
1024 41.680895 36.175871 65.273855
EOD
$D10 << EOD
20 44.302335 44.154204 45.088767
100 148.176612 120.06195100000001 157.83607500000002
EOD
$D11 << EOD
1024 0.37887937499999996
EOD
$D12 << EOD
1024 0.37887937499999996
EOD
$D13 << EOD
1024 0.37887937499999996
EOD
$D14 << EOD
20 0.37887937499999996
100 0.37887937499999996
1024 0.37887937499999996
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
set yrange [0.30310349999999997:982.665282]
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
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D11 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D12 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D13 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
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
set yrange [0.30310349999999997:982.665282]
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
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D11 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D12 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D13 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
